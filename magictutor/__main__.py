"""`python -m magictutor`: the same as the `magictutor` command."""

if __name__ == "__main__":
    from magictutor.cli import main

    raise SystemExit(main())
