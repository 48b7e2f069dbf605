// routenav: the command-line entry point (DESIGN §1, §3). The commands live in the RoutenavCommandLine
// library, so that a host app's own package runs them on its apps with the same one call.
import RoutenavCommandLine

Routenav.main()
