// The Scenario module. Its files arrive with the issue that builds it.
