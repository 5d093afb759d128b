from vouch.cli import main

main()
