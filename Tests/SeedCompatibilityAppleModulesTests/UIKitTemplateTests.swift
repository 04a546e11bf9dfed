import Finch
import FinchTesting
import SwiftUI
import Testing
import UIKit

@MainActor
@Suite("The Xcode 11 template's app and scene delegates start a Finch app")
struct UIKitTemplateTests {
    @Test("The delegates are called in UIKit's order and the hosting controller's view is shown")
    func sceneTemplate() throws {
        templateCalls = []
        let launched = try UIKitLaunch.launch(delegateType: AppDelegate.self)
        #expect(
            templateCalls == [
                "didFinishLaunching", "configurationForConnecting", "willConnectTo", "sceneWillEnterForeground",
                "sceneDidBecomeActive",
            ])
        #expect(launched.appName == "SeedCompatibilityAppleModulesTests")
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate is SceneDelegate)
        #expect(scene.keyWindow?.rootViewController is UIHostingController<TemplateContentView>)
        #expect(UIApplication.shared.delegate is AppDelegate)

        let window = TestWindow(size: CGSize(width: 200, height: 100)) { launched.rootView }
        window.advance(by: 0)
        let hello = try #require(window.frames(ofText: "Hello, World!").first)
        #expect(abs(hello.midX - 100) <= 0.5 && abs(hello.midY - 50) <= 0.5)

        templateCalls = []
        launched.terminate()
        #expect(
            templateCalls == [
                "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "applicationWillTerminate",
            ])
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }

    @Test("The URLs the command line named reach the scene delegate's connection options")
    func launchURLs() throws {
        templateOpenedURLs = []
        let url = try #require(URL(string: "template://item/7"))
        let launched = try UIKitLaunch.launch(delegateType: AppDelegate.self, urls: [url])
        #expect(templateOpenedURLs == [url])
        launched.terminate()
    }

    @Test("The iOS 12 template's window, made at launch, is shown without a scene")
    func windowTemplate() throws {
        let launched = try UIKitLaunch.launch(delegateType: WindowAppDelegate.self)
        let window = TestWindow(size: CGSize(width: 200, height: 100)) { launched.rootView }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Made at launch").count == 1)
    }

    @Test("A delegate that makes no window is refused with a message saying what to do")
    func noWindow() {
        #expect {
            try UIKitLaunch.launch(delegateType: WindowlessAppDelegate.self)
        } throws: { error in
            "\(error)".contains("made no window")
        }
    }

    @Test("Setting a hosting controller's rootView shows the new view")
    func replacingRootView() throws {
        let controller = UIHostingController(rootView: Text("First"))
        let window = TestWindow(size: CGSize(width: 200, height: 100)) { controller._hostedView }
        window.advance(by: 0)
        #expect(window.frames(ofText: "First").count == 1)
        controller.rootView = Text("Second")
        window.advance(by: 0)
        #expect(window.frames(ofText: "First").isEmpty)
        #expect(window.frames(ofText: "Second").count == 1)
    }
}
