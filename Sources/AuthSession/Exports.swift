// The simulated session comes with its vocabulary: `import AuthSession` is enough to name
// `AuthSessionStatus` and `AuthSessionDelegateEvent`, as `import RouteInterface` is for host code.
@_exported import AuthSessionInterface
