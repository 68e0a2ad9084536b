import YTCLI

// The whole program lives in YTCLI, so in-process tests run the same commands (see Program).
await Program.main()
