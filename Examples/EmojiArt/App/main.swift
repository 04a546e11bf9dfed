import EmojiArtKit

// The app lives in EmojiArtKit (tests and benchmarks use it); this only starts it.
EmojiArtApp.main()
