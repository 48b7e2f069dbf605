// The whole of routenav for this app: `recipes --app recipes`, `recipes run FILE`, `recipes monkey --app recipes`.
import RoutenavCommandLine

Routenav.main(apps: [RecipesApp.definition])
