// A host app's package names its definitions with `import RoutenavCommandLine` alone.
@_exported import RoutenavHost
