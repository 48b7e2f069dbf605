// The whole of routenav for this app, which it opens by default: `inbox`, `inbox run scenarios`, `inbox monkey`.
import RoutenavCommandLine

Routenav.main(apps: [InboxApp.definition])
