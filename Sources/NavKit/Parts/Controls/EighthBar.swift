/// A bar drawn to an eighth of a cell: full blocks, then a left block one to seven eighths wide
/// (▏…▉, as the sliding pane's edge is drawn), then the rest of the track. A slider's filled
/// track and a progress bar share it.
enum EighthBar {
    /// Eighths of a cell `fraction` (0…1) of `width` cells comes to, to the nearest.
    static func eighths(_ fraction: Double, of width: Int) -> Int {
        Int((min(1, max(0, fraction)) * Double(width) * 8).rounded())
    }

    /// Draws the bar along `row`'s first row: `fraction` (0…1) of it filled in `fill` (its
    /// foreground the bar's colour), the rest as `trackGlyph` in `track`.
    static func draw(_ fraction: Double, along row: Rect, fill: Style, track: Style, trackGlyph: Character = "─",
                     in canvas: inout Canvas) {
        guard row.size.width > 0, row.size.height > 0 else { return }
        let filled = eighths(fraction, of: row.size.width)
        let full = filled / 8, part = filled % 8
        for index in 0..<row.size.width {
            let at = Point(x: row.minX + index, y: row.minY)
            if index < full {
                canvas.write("█", at: at, style: fill, clip: row)
            } else if index == full && part > 0 {
                // The block's colour on the track's background: the bar ends inside the cell.
                canvas.write(String(Compositor.leftEighths[part - 1]), at: at,
                             style: Style(foreground: fill.foreground, background: track.background,
                                          attributes: fill.attributes), clip: row)
            } else {
                canvas.write(String(trackGlyph), at: at, style: track, clip: row)
            }
        }
    }
}
