@testable import Route
import RouteInterface
import Testing

/// Request keys and trace notes name navigation actions and presentation sources by a spelled-out case
/// name instead of string interpolation; the text must stay exactly what interpolation printed (R11,
/// R12, the trace the transcript and the navigator show).
@Suite struct NavigationCaseNameTests {
    @Test func everyNavigationActionIsNamedAsInterpolationPrintsIt() {
        for action in NavigationAction.allCases {
            #expect(action.caseName == "\(action)")
        }
    }

    @Test func everyPresentationSourceIsNamedAsInterpolationPrintsIt() {
        for source in [PresentationSource.currentController, .topMostController, .rootController] {
            #expect(source.caseName == "\(source)")
        }
    }
}
