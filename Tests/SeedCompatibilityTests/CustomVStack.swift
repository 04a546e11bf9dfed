// swift-format-ignore-file
import Finch

struct CustomVStack<Content: View>: View {
  let content: () -> Content
  init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
  }

  var body: some View {
    VStack(spacing: 0) {
      content()
    }
  }
}

struct CustomVStack_Previews: PreviewProvider {
  static var previews: some View {
    CustomVStack {
      Text("1")
      Text("2")
      Text("3")
    }
  }
}
