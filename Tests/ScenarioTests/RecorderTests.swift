import Scenario
import SimulatedUIKit
import Simulator
import Testing

/// The recorder turns a navigator session into a scenario that replays the same events.
@Suite("Recorder")
struct RecorderTests {
    @Test("writes an app header and one line per event, and reads back to the same steps")
    func writesScenario() throws {
        var recorder = ScenarioRecorder(app: .notes, plist: "custom.plist")
        let events: [SimulationEvent] = [
            .launch(LaunchPayload(urls: ["notes://note/42"])), .auth(.signedIn), .wait(seconds: 1),
            .tap(main, title: "Open note 1", count: 2), .wait(seconds: 0.35), .kill, .relaunch,
        ]
        for event in events { recorder.record(event) }
        let text = recorder.scenarioText(comment: "Bug: the note is lost\n\nafter relaunch")
        #expect(text == """
            # Bug: the note is lost
            #
            # after relaunch
            app notes
            plist custom.plist
            launch url notes://note/42
            auth signedIn
            wait 1
            tap main "Open note 1" x2
            wait 0.35
            kill
            relaunch

            """)
        let script = try ScenarioParser.parse(text, fileName: "recorded.scenario")
        #expect(script.steps.map(\.step) == recorder.steps)
        #expect(script.steps.map(\.step).dropFirst(2).map { step -> SimulationEvent? in
            if case .event(let event) = step { return event } else { return nil }
        } == events.map { Optional($0) })
    }

    @Test("consecutive waits merge when their decimal sum is exact")
    func mergesWaits() {
        var recorder = ScenarioRecorder(app: .bare)
        recorder.record(.wait(seconds: 0.35))
        recorder.record(.wait(seconds: 0.25))
        recorder.record(.wait(seconds: 0.1))
        recorder.record(.wait(seconds: 0.2))  // 0.7 + 0.2 as decimals: 0.9, not 0.8999999999999999
        #expect(recorder.events == [.wait(seconds: 0.9)])
        #expect(recorder.scenarioText() == "app bare\nwait 0.9\n")
    }

    @Test("waits separated by an event stay apart; a wait below a nanosecond adds nothing")
    func keepsWaitsApart() {
        var recorder = ScenarioRecorder(app: .notes)
        recorder.record(.wait(seconds: 1))
        recorder.record(.kill)
        recorder.record(.wait(seconds: 1))
        recorder.record(.wait(seconds: 1e-10))  // the clock advances by whole nanoseconds: 0
        #expect(recorder.events == [.wait(seconds: 1), .kill, .wait(seconds: 1)])

        var unmerged = ScenarioRecorder(app: .notes, mergesWaits: false)
        unmerged.record(.wait(seconds: 1))
        unmerged.record(.wait(seconds: 1))
        #expect(unmerged.events == [.wait(seconds: 1), .wait(seconds: 1)])
    }

    @Test("an empty recording is still a scenario: its app line")
    func emptyRecording() throws {
        let recorder = ScenarioRecorder(app: .skeleton(path: "Info.plist"))
        #expect(recorder.scenarioText() == "app skeleton:Info.plist\n")
        #expect(try steps(of: recorder.scenarioText()) == [.app(.skeleton(path: "Info.plist"))])
    }

    @Test("a recording whose waits were merged replays like the waits it recorded")
    @MainActor func mergedWaitsReplayLikeTheRecordedWaits() throws {
        // A push animates for 0.35 s. Ten waits of 0.035 s after it must end the transition exactly as
        // the recorder's merged `wait 0.35` does; a clock summing Double seconds stopped 0.8 ns short.
        let prefix: [SimulationEvent] = [.launch(LaunchPayload()), .auth(.signedIn), .wait(seconds: 1),
                                         .tap(main, title: "Open note 1", count: 1)]
        var recorder = ScenarioRecorder(app: .notes)
        for event in prefix { recorder.record(event) }
        var original = "app notes\nlaunch\nauth signedIn\nwait 1\ntap main \"Open note 1\"\n"
        for _ in 0..<10 {
            recorder.record(.wait(seconds: 0.035))
            original += "wait 0.035\n"
        }
        #expect(recorder.scenarioText().hasSuffix("tap main \"Open note 1\"\nwait 0.35\n"))
        let replayed = try runScenarioText(original, transcript: true)
        let merged = try runScenarioText(recorder.scenarioText(), transcript: true)
        let lastInstant = { (transcript: String) in
            transcript.split(separator: "\n").last { $0.contains("t=") }.map(String.init)
        }
        // The transition is over in both: the transcript's instant line does not say `busy`.
        #expect(lastInstant(merged.transcript)?.contains("t=1.350") == true)
        #expect(lastInstant(merged.transcript)?.hasSuffix("busy") == false)
        #expect(lastInstant(replayed.transcript) == lastInstant(merged.transcript))
    }

    @Test("merged waits over a year become several lines the parser takes, each at most a year")
    func mergedWaitsOverAYearSplit() throws {
        var recorder = ScenarioRecorder(app: .notes)
        recorder.record(.launch(LaunchPayload()))
        recorder.record(.wait(seconds: 31_536_000))
        recorder.record(.wait(seconds: 31_536_000))
        recorder.record(.wait(seconds: 5.8125))
        recorder.record(.wait(seconds: 0.1))
        // Before: `wait 63072005.9125`, over the one-year limit, so the saved session did not replay.
        #expect(recorder.scenarioText() == "app notes\nlaunch\nwait 31536000\nwait 31536000\nwait 5.9125\n")
        #expect(recorder.eventCount == 4)
        let script = try ScenarioParser.parse(recorder.scenarioText(), fileName: "recorded.scenario")
        #expect(script.steps.map(\.step) == recorder.steps)
    }

    @Test("every recorded run of waits prints, parses and replays to the same virtual time")
    func waitsRoundTripToTheSameVirtualTime() throws {
        let runs: [[Double]] = [
            [31_536_000, 31_536_000],
            [31_536_000, 31_536_000, 31_536_000, 0.000000001],
            [31_535_999.5, 0.75],
            [0.1, 0.2, 0.3, 31_535_999.4],
            [7_999_999.123456789, 7_999_999.987654321, 7_999_999.111111111],
            [20_000_000.123456789, 0.000000002],
            [0.034999999999999996, 0.35, 1e-10, 0],
            [0],
            [1.0 / 3.0, 2.0 / 3.0, 31_535_999.999999999],
        ]
        for waits in runs {
            var recorder = ScenarioRecorder(app: .bare)
            for wait in waits { recorder.record(.wait(seconds: wait)) }
            let text = recorder.scenarioText()
            let script = try ScenarioParser.parse(text, fileName: "recorded.scenario")
            var replayed: Int64 = 0
            for numbered in script.steps {
                guard case .event(.wait(let seconds)) = numbered.step else { continue }
                #expect(seconds <= 31_536_000, "\(text)")
                replayed += VirtualClock.nanoseconds(seconds)
            }
            let recorded = waits.reduce(Int64(0)) { $0 + VirtualClock.nanoseconds($1) }
            #expect(replayed == recorded, "\(waits) -> \(text)")
            for line in text.split(separator: "\n") where line.hasPrefix("wait ") {
                let fraction = line.split(separator: ".").dropFirst().first ?? ""
                #expect(fraction.count <= 9, "\(line)")
            }
        }
    }
}
