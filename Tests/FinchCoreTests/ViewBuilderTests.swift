import Foundation
import Testing

@testable import FinchCore

private struct Item: Identifiable {
    let id: Int
    let width: CGFloat
}

private enum Choice {
    case small, large, none
}

/// A user modifier in the CS193p style: content inside a ZStack over a filled rounded rectangle.
private struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 4).fill(Color.blue)
            content
        }
    }
}

@MainActor
@Suite("@ViewBuilder, ForEach, Group, AnyView and ViewModifier build the expected children")
struct ViewBuilderTests {
    func widths<V: View>(@ViewBuilder _ content: () -> V) -> [CGFloat] {
        let graph = layout(HStack(spacing: 0) { content() }.fixedSize(), in: CGSize(width: 500, height: 100))
        return rects(of: .red, in: graph).map(\.width)
    }

    @Test("Blocks of one to twelve views become that many children")
    func arity() {
        #expect(widths { Color.red.frame(width: 1, height: 1) } == [1])
        let twelve = widths {
            Color.red.frame(width: 1, height: 1)
            Color.red.frame(width: 2, height: 1)
            Color.red.frame(width: 3, height: 1)
            Color.red.frame(width: 4, height: 1)
            Color.red.frame(width: 5, height: 1)
            Color.red.frame(width: 6, height: 1)
            Color.red.frame(width: 7, height: 1)
            Color.red.frame(width: 8, height: 1)
            Color.red.frame(width: 9, height: 1)
            Color.red.frame(width: 10, height: 1)
            Color.red.frame(width: 11, height: 1)
            Color.red.frame(width: 12, height: 1)
        }
        #expect(twelve == (1...12).map { CGFloat($0) })
    }

    @Test("if, if/else, switch and optionals choose their views")
    func conditionals() {
        for flag in [true, false] {
            let result = widths {
                if flag { Color.red.frame(width: 1, height: 1) }
                if flag {
                    Color.red.frame(width: 2, height: 1)
                } else {
                    Color.red.frame(width: 3, height: 1)
                }
            }
            #expect(result == (flag ? [1, 2] : [3]))
        }
        for (choice, expected) in [(Choice.small, [CGFloat(5)]), (.large, [50]), (.none, [])] {
            let result = widths {
                switch choice {
                case .small: Color.red.frame(width: 5, height: 1)
                case .large: Color.red.frame(width: 50, height: 1)
                case .none: EmptyView()
                }
            }
            #expect(result == expected)
        }
        let optional: Color? = nil
        #expect(widths { optional.frame(width: 3, height: 1) } == [])
    }

    @Test("if #available builds its content through buildLimitedAvailability")
    func limitedAvailability() {
        let result = widths {
            if #available(macOS 10.15, *) {
                Color.red.frame(width: 7, height: 1)
            }
        }
        #expect(result == [7])
    }

    @Test("ForEach over Identifiable data, an id key path and a range")
    func forEach() {
        let items = [Item(id: 1, width: 3), Item(id: 2, width: 4)]
        #expect(widths { ForEach(items) { Color.red.frame(width: $0.width, height: 1) } } == [3, 4])
        #expect(widths { ForEach([5, 6], id: \.self) { Color.red.frame(width: CGFloat($0), height: 1) } } == [5, 6])
        #expect(widths { ForEach(0..<3) { Color.red.frame(width: CGFloat($0 + 1), height: 1) } } == [1, 2, 3])
        #expect(widths { ForEach([Int](), id: \.self) { Color.red.frame(width: CGFloat($0), height: 1) } } == [])
    }

    @Test("Group and AnyView contribute their children to the parent stack")
    func groupAndAnyView() {
        let result = widths {
            Group {
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 2, height: 1)
            }
            AnyView(Color.red.frame(width: 3, height: 1))
        }
        #expect(result == [1, 2, 3])
    }

    @Test("A modifier on a Group applies to each child")
    func modifierOnGroup() {
        let result = widths {
            Group {
                Color.red.frame(width: 1, height: 1)
                Color.red.frame(width: 2, height: 1)
            }
            .padding(.leading, 10)
        }
        #expect(result == [1, 2])
        let graph = layout(
            HStack(spacing: 0) {
                Group {
                    Color.red.frame(width: 1, height: 1)
                    Color.blue.frame(width: 1, height: 1)
                }
                .padding(.leading, 10)
            }.fixedSize(), in: CGSize(width: 22, height: 1))
        #expect(rect(of: .red, in: graph)?.minX == 10)
        #expect(rect(of: .blue, in: graph)?.minX == 21)
    }

    @Test("A ViewModifier's body wraps the content; .modifier and ModifiedContent are the same")
    func viewModifier() {
        let a = layout(Color.red.frame(width: 10, height: 10).modifier(Framed()), in: CGSize(width: 10, height: 10))
        let b = layout(
            ModifiedContent(content: Color.red.frame(width: 10, height: 10), modifier: Framed()),
            in: CGSize(width: 10, height: 10))
        #expect(a.displayList == b.displayList)
        // The blue background paints before the red content.
        let fills = a.displayList.items.flattenedFills
        #expect(fills.first == Color.blue.resolve(in: EnvironmentValues()))
        #expect(fills.last == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test("Modifiers chain with concat")
    func concat() {
        let graph = layout(
            Color.red.frame(width: 10, height: 10).modifier(Framed().concat(Framed())),
            in: CGSize(width: 10, height: 10))
        #expect(graph.displayList.items.flattenedFills.count == 3)
    }

    @Test("Composite views expand through body, several root views stack vertically")
    func rootStacking() {
        let graph = ViewGraph(
            root: TupleView(Color.red.frame(width: 10, height: 10), Color.blue.frame(width: 10, height: 10)),
            services: fakeServices())
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 10, height: 28))
    }
}
