import Foundation

/// SF Symbols names mapped onto freedesktop symbolic icons (Debian's `adwaita-icon-theme`).
///
/// The names cover what Finch's four apps use, and a few common neighbours. A name with no icon here
/// draws nothing and is reported once (`ImageLoadWarnings`).
enum SymbolCatalog {
    static let iconNames: [String: String] = [
        "person.fill": "avatar-default-symbolic",
        "person": "avatar-default-symbolic",
        "person.crop.circle": "avatar-default-symbolic",
        "exclamationmark.triangle.fill": "dialog-warning-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
        "star": "non-starred-symbolic",
        "star.fill": "starred-symbolic",
        "photo": "image-x-generic-symbolic",
        "photo.fill": "image-x-generic-symbolic",
        // Adwaita has no hourglass; its "loading" status icon stands in.
        "hourglass": "content-loading-symbolic",
        "keyboard": "input-keyboard-symbolic",
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "trash": "user-trash-symbolic",
        "trash.fill": "user-trash-full-symbolic",
        // Common in learners' apps and Xcode's templates (Xcode 15's new project shows "globe").
        "globe": "web-browser-symbolic",
        "info.circle": "dialog-information-symbolic",
        "calendar": "x-office-calendar-symbolic",
        "clock": "document-open-recent-symbolic",
        "folder": "folder-symbolic",
        "arrow.clockwise": "view-refresh-symbolic",
        "play.fill": "media-playback-start-symbolic",
        "play": "media-playback-start-symbolic",
        "pause": "media-playback-pause-symbolic",
        "stop": "media-playback-stop-symbolic",
        "arrow.right": "go-next-symbolic",
        "arrow.left": "go-previous-symbolic",
        "arrow.up": "go-up-symbolic",
        "arrow.down": "go-down-symbolic",
        "pause.fill": "media-playback-pause-symbolic",
        "stop.fill": "media-playback-stop-symbolic",
        "sun.max": "weather-clear-symbolic",
        "moon": "weather-clear-night-symbolic",
        "cloud": "weather-overcast-symbolic",
        // Weather screens (a learner favourite) map conditions onto these; Adwaita's weather icons stand in.
        "sun.min": "weather-clear-symbolic",
        "sun.haze": "weather-fog-symbolic",
        "moon.stars": "weather-clear-night-symbolic",
        "cloud.sun": "weather-few-clouds-symbolic",
        "cloud.moon": "weather-few-clouds-night-symbolic",
        "cloud.rain": "weather-showers-symbolic",
        "cloud.heavyrain": "weather-showers-symbolic",
        "cloud.drizzle": "weather-showers-symbolic",
        "cloud.sun.rain": "weather-showers-scattered-symbolic",
        "cloud.moon.rain": "weather-showers-scattered-symbolic",
        "cloud.bolt": "weather-storm-symbolic",
        "cloud.bolt.rain": "weather-storm-symbolic",
        "cloud.sun.bolt": "weather-storm-symbolic",
        "cloud.moon.bolt": "weather-storm-symbolic",
        "cloud.snow": "weather-snow-symbolic",
        "cloud.sleet": "weather-snow-symbolic",
        "cloud.hail": "weather-snow-symbolic",
        "snowflake": "weather-snow-symbolic",
        "cloud.fog": "weather-fog-symbolic",
        "smoke": "weather-fog-symbolic",
        "wind": "weather-windy-symbolic",
        "wind.snow": "weather-windy-symbolic",
        "tornado": "weather-tornado-symbolic",
        "hurricane": "weather-tornado-symbolic",
        "location.magnifyingglass": "find-location-symbolic",
        "square.and.pencil": "document-edit-symbolic",
        "phone": "call-start-symbolic",
        "map": "mark-location-symbolic",
        "chevron.left": "go-previous-symbolic",
        "chevron.right": "go-next-symbolic",
        "chevron.up": "go-up-symbolic",
        "chevron.down": "go-down-symbolic",
        // Menus' usual items.
        "doc.on.doc": "edit-copy-symbolic",
        "square.and.arrow.up": "document-send-symbolic",
        "xmark": "window-close-symbolic",
        "xmark.circle": "edit-clear-symbolic",
        "ellipsis": "view-more-horizontal-symbolic",
        "pencil": "document-edit-symbolic",
        "speaker.fill": "audio-volume-low-symbolic",
        "speaker.wave.3.fill": "audio-volume-high-symbolic",
        "doc.on.clipboard": "edit-paste-symbolic",
        "camera": "camera-photo-symbolic",
        "camera.fill": "camera-photo-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "checkmark": "object-select-symbolic",
        // A to-do list's not-done mark: Adwaita's radio button's ring (drawn at 35 % opacity there). The
        // done marks, `checkmark.circle` and the like, are drawn around the checkmark (`EnclosedSymbols`).
        "circle": "radio-symbolic",
        // A checkbox toggle style's empty mark (tutorials' usual custom `ToggleStyle`): Adwaita's checkbox.
        "square": "checkbox-symbolic",
        "gearshape": "emblem-system-symbolic",
        "gear": "emblem-system-symbolic",
        // Common tab bar icons.
        "house": "go-home-symbolic",
        "house.fill": "go-home-symbolic",
        "list.bullet": "view-list-symbolic",
        "list.dash": "view-list-symbolic",
        "line.3.horizontal": "open-menu-symbolic",
        "heart": "emblem-favorite-symbolic",
        "heart.fill": "emblem-favorite-symbolic",
        "bell": "preferences-system-notifications-symbolic",
        "envelope": "mail-unread-symbolic",
        "location": "find-location-symbolic",
        // EmojiArt's palette chooser and its menu.
        "paintpalette": "applications-graphics-symbolic",
        "slider.vertical.3": "preferences-other-symbolic",
        "slider.horizontal.3": "preferences-other-symbolic",
        // CS193p students' card games (the third real-app trial).
        "shuffle": "media-playlist-shuffle-symbolic",
        "repeat": "media-playlist-repeat-symbolic",
        "text.insert": "insert-text-symbolic",
        // Learners' trackers and games (the sample apps' expense categories, habits and timer). Adwaita
        // has no cutlery, bus or water drop: its emoji category icons and rain stand in.
        "fork.knife": "emoji-food-symbolic",
        "bus": "emoji-travel-symbolic",
        "car": "emoji-travel-symbolic",
        "gamecontroller": "input-gaming-symbolic",
        "doc.text": "text-x-generic-symbolic",
        "timer": "alarm-symbolic",
        "alarm": "alarm-symbolic",
        "book": "accessories-dictionary-symbolic",
        "book.fill": "accessories-dictionary-symbolic",
        "leaf": "emoji-nature-symbolic",
        "leaf.fill": "emoji-nature-symbolic",
        "drop": "weather-showers-symbolic",
        "drop.fill": "weather-showers-symbolic",
        "checklist": "view-list-bullet-symbolic",
        // `ContentUnavailableView`'s usual "nothing here yet". Adwaita has no tray: its open folder stands
        // in (a container with nothing shown in it), and its save arrow, into a line, for the arrow.
        "tray": "document-open-symbolic",
        "tray.fill": "document-open-symbolic",
        "tray.and.arrow.down": "document-save-symbolic",
        // Met in the second real-app trial (docs/real-app-trials.md); Adwaita's nearest stand in.
        "arrow.counterclockwise": "edit-undo-symbolic",
        "doc.plaintext": "text-x-generic-symbolic",
        "playpause": "media-playback-start-symbolic",
        "playpause.fill": "media-playback-start-symbolic",
        "square.grid.2x2": "view-grid-symbolic",
        "multiply": "window-close-symbolic",
        "x.circle": "edit-clear-symbolic",
        "questionmark.circle": "dialog-question-symbolic",
        "questionmark.square": "dialog-question-symbolic",
        "list.bullet.rectangle": "view-list-symbolic",
        "gift.fill": "emoji-objects-symbolic",
        "gamecontroller.fill": "input-gaming-symbolic",
        // Adwaita has no theatre masks, medical mask or ticket: a face, a sick face and the emoji
        // picker's activities (events) stand in.
        "theatermasks": "face-smile-big-symbolic",
        "theatermasks.fill": "face-smile-big-symbolic",
        "facemask": "face-sick-symbolic",
        "facemask.fill": "face-sick-symbolic",
        "ticket": "emoji-activities-symbolic",
        "ticket.fill": "emoji-activities-symbolic",
        // The third trial's 2023 assignment: Adwaita has no mortarboard or tram; a book (study) and the
        // emoji picker's travel icon stand in.
        "graduationcap": "accessories-dictionary-symbolic",
        "graduationcap.fill": "accessories-dictionary-symbolic",
        "tram": "emoji-travel-symbolic",
        "tram.fill": "emoji-travel-symbolic",
    ]

    /// Whether Finch draws a symbol of this name: a themed icon, a numbered mark (`NumberedSymbols`) or an
    /// enclosed form of a symbol it has (`EnclosedSymbols`).
    static func has(_ name: String) -> Bool {
        icon(for: name) != nil || NumberedSymbols.svg(forSymbol: name) != nil
            || EnclosedSymbols.svg(forSymbol: name) != nil
    }

    /// The icon for a name: its own, else, for a filled variant (`cloud.sun.fill`) Finch has no icon of,
    /// the outline's (the desktop's symbolic icons come in one fill; a weather screen's `\(condition).fill`
    /// names drew nothing).
    static func icon(for name: String) -> String? {
        if let icon = iconNames[name] { return icon }
        guard name.hasSuffix(".fill") else { return nil }
        return iconNames[String(name.dropLast(".fill".count))]
    }

    /// Where icon themes live, searched in order (XDG data directories, then the usual system path).
    private static var themeDirectories: [String] {
        let environment = ProcessInfo.processInfo.environment
        let dataDirectories = (environment["XDG_DATA_DIRS"] ?? "").split(separator: ":").map(String.init)
        return (dataDirectories + ["/usr/share", "/usr/local/share"]).map { "\($0)/icons/Adwaita/scalable" }
    }

    private static let categories = [
        "status", "actions", "places", "devices", "mimetypes", "ui", "emblems", "apps", "categories", "legacy",
        "emotes",
    ]

    /// The SVG file for an SF Symbols name, or nil when Finch has no icon for it or the theme is missing.
    static func file(forSymbol name: String) -> String? {
        guard let icon = icon(for: name) else { return nil }
        for directory in themeDirectories {
            for category in categories {
                let path = "\(directory)/\(category)/\(icon).svg"
                if FileManager.default.isReadableFile(atPath: path) { return path }
            }
        }
        return nil
    }
}
