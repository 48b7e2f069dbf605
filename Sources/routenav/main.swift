// routenav: the command-line entry point. Filled in by the foundation work.
print("routenav")
