// The whole of routenav for this app: `inbox --app inbox`, `inbox run FILE`, `inbox monkey --app inbox`.
import RoutenavCommandLine

Routenav.main(apps: [InboxApp.definition])
