// RouteInterface re-exports the session vocabulary, as the original re-exports its auth package.
@_exported import AuthSessionInterface
