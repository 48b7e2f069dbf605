import Foundation
import Testing
@testable import SimulatedUIKit

/// Issue 12, Build 4: a screen's buttons come from what UIKit host code declares — bar button items with a
/// primary action or a menu, `UIButton`s added to its view — as well as from the simulation's `actions`.
@MainActor
@Suite("Tappable actions the UIKit way")
struct TappableActionTests {
    /// A screen that declares its buttons as UIKit code does, recording what each tap did.
    final class KitchenSinkViewController: UIViewController {
        var taps: [String] = []
        var senders: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction(title: "Edit") { [weak self] action in
                self?.taps.append("edit")
                self?.senders.append(action.sender is UIBarButtonItem ? "bar item" : "other")
            })
            navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "arrow.up.arrow.down"), menu: UIMenu(children: [
                UIAction(title: "Sort by date") { [weak self] _ in self?.taps.append("sort") },
                UIMenu(title: "More", children: [
                    UIAction(title: "Export") { [weak self] _ in self?.taps.append("export") },
                    UIAction(title: "Archived", attributes: .hidden) { [weak self] _ in self?.taps.append("archived") },
                    UIAction(title: "Locked", attributes: .disabled) { [weak self] _ in self?.taps.append("locked") },
                ]),
            ]))
            let save = UIButton(primaryAction: UIAction(title: "Save") { [weak self] action in
                self?.taps.append("save")
                self?.senders.append(action.sender is UIButton ? "button" : "other")
            })
            view.addSubview(save)
            let share = UIButton(type: .system)
            share.setTitle("Share", for: .normal)
            share.addAction(UIAction { [weak self] _ in self?.taps.append("share") }, for: .touchUpInside)
            let footer = UIView()
            footer.addSubview(share)
            view.addSubview(footer)
            let hidden = UIButton(primaryAction: UIAction(title: "Secret") { [weak self] _ in self?.taps.append("secret") })
            hidden.isHidden = true
            view.addSubview(hidden)
            let disabled = UIButton(primaryAction: UIAction(title: "Delete") { [weak self] _ in self?.taps.append("delete") })
            disabled.isEnabled = false
            view.addSubview(disabled)
            actions = [UIAction(title: "Legacy") { [weak self] _ in self?.taps.append("legacy") }]
        }
    }

    @Test func barItemsThenViewButtonsThenActionsAreListedInOrder() {
        let screen = KitchenSinkViewController()
        _ = screen.view
        #expect(screen.tappableActions.map(\.title) == ["Sort by date", "Export", "Edit", "Save", "Share", "Legacy"])
    }

    @Test func eachListedButtonDoesWhatItsUIKitDeclarationSays() {
        let screen = KitchenSinkViewController()
        _ = screen.view
        for action in screen.tappableActions { action.perform() }
        #expect(screen.taps == ["sort", "export", "edit", "save", "share", "legacy"])
        #expect(screen.senders == ["bar item", "button"])
    }

    @Test func aViewThatIsNotLoadedListsOnlyItsActions() {
        let screen = KitchenSinkViewController()
        screen.actions = [UIAction(title: "Only") { _ in }]
        #expect(screen.tappableActions.map(\.title) == ["Only"])
    }

    @Test func aHiddenOrDisabledBarItemIsLeftOutAndASystemItemIsNamedByItsAction() {
        let screen = UIViewController()
        let hidden = UIBarButtonItem(title: "Hidden", primaryAction: UIAction(title: "Hidden") { _ in })
        hidden.isHidden = true
        let disabled = UIBarButtonItem(title: "Off", primaryAction: UIAction(title: "Off") { _ in })
        disabled.isEnabled = false
        screen.navigationItem.rightBarButtonItems = [
            hidden, disabled,
            UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "Done") { _ in }),
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in }),
        ]
        #expect(screen.tappableActions.map(\.title) == ["Done", "Add"])
    }

    @Test func aButtonWhoseTapShowsItsMenuListsTheMenuInstead() {
        let screen = UIViewController()
        let button = UIButton(primaryAction: UIAction(title: "Options") { _ in })
        button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in }, UIAction(title: "Duplicate") { _ in }])
        button.showsMenuAsPrimaryAction = true
        screen.view.addSubview(button)
        #expect(screen.tappableActions.map(\.title) == ["Rename", "Duplicate"])
    }

    @Test func aNavigationControllerListsItsTopControllersButtons() {
        let top = UIViewController()
        top.navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Done") { _ in })
        let navigation = UINavigationController(rootViewController: top)
        #expect(navigation.tappableActions.map(\.title) == ["Done"])
    }
}
