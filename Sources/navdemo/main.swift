import NavKitCurses
print("ok")
