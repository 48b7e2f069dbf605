// The whole of routenav for this app, which it opens by default: `recipes`, `recipes run scenarios`, `recipes monkey`.
import RoutenavCommandLine

Routenav.main(apps: [RecipesApp.definition])
