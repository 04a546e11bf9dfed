/// Declares a preview of a view at file scope, as SwiftUI's `#Preview`: `#Preview { ContentView() }`,
/// `#Preview("Name", traits: .sizeThatFitsLayout) { … }`. The expansion (FinchMacros, built on the
/// toolchain's SwiftSyntax) places a record in the program's `finch_previews` section, which
/// `Preview.all` reads; a headless host draws the previews of a file to PNGs.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "FinchMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` closure as the preview's own state, as SwiftUI's (iOS 18):
/// `@Previewable @State var isOn = false` and then a view bound to `$isOn`. `#Preview` makes a view holding
/// the marked variables, whose body is the rest of the closure.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FinchMacros", type: "PreviewableMacro")
