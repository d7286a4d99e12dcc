import Testing
import NavKit

/// A label's lines: wrapped by default, or at most `numberOfLines`, the last cut with `…`.
@MainActor @Suite struct LabelTests {
    func drawn(_ label: Label, width: Int, height: Int) -> [String] {
        label.place(in: Rect(x: 0, y: 0, width: width, height: height))
        var canvas = Canvas(size: Size(width: width, height: height))
        label.draw(in: &canvas)
        return canvas.rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func oneLineIsCutWithAnEllipsisAndWideCharactersWhole() {
        let label = Label("PID  User  CPU %  Memory  Command")
        label.numberOfLines = 1
        #expect(drawn(label, width: 22, height: 2) == [" PID  User  CPU %  M…", ""])
        label.text = "名前の長いファイル"
        #expect(drawn(label, width: 10, height: 1) == [" 名前の…"])
        #expect(label.fittingLength(across: 10, vertical: true) == 1)
    }

    @Test func byDefaultItWrapsAndWithALimitTheLastLineSaysItGoesOn() {
        let label = Label("one two three four five six")
        #expect(drawn(label, width: 12, height: 3) == [" one two", " three four", " five six"])
        label.numberOfLines = 2
        #expect(drawn(label, width: 12, height: 3) == [" one two", " three fou…", ""])   // a full line gives a cell
        #expect(label.fittingLength(across: 12, vertical: true) == 2)
    }
}
