// routenav: the command-line entry point (README.md). The commands live in the RoutenavCommandLine
// library, so that a host app's own package runs them on its apps with the same one call.
import RoutenavCommandLine

Routenav.main()
