import Testing
import NavKit

@Suite struct TraceJSONTests {
    @Test func eventsBecomeOneLineOfJSON() {
        #expect(TraceEvent.transitionBegan(operation: .pop, from: "Detail", to: "Home", animator: "slide",
                                           interactive: true).jsonLine(time: 1.25)
                == #"{"t":1.25,"event":"transitionBegan","operation":"pop","from":"Detail","to":"Home","animator":"slide","interactive":true}"#)
        #expect(TraceEvent.stack(["Home", "A \"B\""]).jsonLine(time: 0)
                == #"{"t":0,"event":"stack","stack":["Home","A \"B\""]}"#)
        #expect(TraceEvent.gesture(recognizer: "edgePan", state: .began).jsonLine(time: 0.0000004)
                == #"{"t":0,"event":"gesture","recognizer":"edgePan","state":"began"}"#)
    }

    @Test func stringsAreEscaped() {
        #expect(JSON.string("a\u{1B}]2;x\u{07}\n") == #""a\u001b]2;x\u0007\n""#)
        #expect(JSON.number(-0.5) == "-0.5")
        #expect(JSON.number(12.3456789) == "12.345679")
        #expect(JSON.number(.nan) == "null")
    }
}
