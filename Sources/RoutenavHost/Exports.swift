// A host app's definition names the simulated session (`AppProcessContext.session`): importing
// RoutenavHost (or RoutenavCommandLine, which re-exports it) is enough to use it.
@_exported import AuthSession
