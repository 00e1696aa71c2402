import Foundation
import Testing

/// Flows print the same bytes on every run: `pairs`, `math.random`,
/// `tostring` and the clock are deterministic by construction, through the
/// `flowrun` executable.
@Suite("Deterministic output, through flowrun")
struct DeterministicOutputTests {
    /// Tests declared in a `pairs` loop over string keys, each printing a
    /// random number, a table's name and the time.
    static let suite = """
        local cases = { zeta = 1, alpha = 2, mid = 3, beta = 4, gamma = 5, delta = 6, omega = 7, kappa = 8,
                        theta = 9, iota = 10, lambda = 11, sigma = 12, tau = 13, upsilon = 14, phi = 15, chi = 16 }
        local names = {}
        for name, weight in pairs(cases) do
          names[#names + 1] = name
          test("case " .. name, function()
            local roll = math.random(1000000)
            local shuffled = {}
            for key in pairs({ y = 1, [2.5] = 2, x = 3, [2] = 4, [true] = 5 }) do shuffled[#shuffled + 1] = tostring(key) end
            print(name, weight, roll, tostring({}), string.format("%s", function() end), os.time(), table.concat(shuffled, ","))
            expect(roll >= 1 and roll <= 1000000)
          end)
        end
        expect(#names == 16)
        """

    static func runs(_ arguments: [String], in folder: FlowFolder, times: Int) throws -> [FlowrunProcess] {
        try (1...times).map { _ in try FlowrunProcess.run(arguments, in: folder.url) }
    }

    @Test("a suite declaring its tests in a pairs loop, printing random numbers and tables, passes with the same bytes five times")
    func sameBytesEveryRun() throws {
        let folder = try FlowFolder(["flows/pairs_test.lua": Self.suite])
        let serial = try Self.runs(["test", "--no-timings", "-j", "1", "."], in: folder, times: 5)
        for run in serial {
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout == serial[0].stdout)
        }
        #expect(serial[0].stdout.contains("alpha\t2\t"))
        #expect(serial[0].stdout.contains("\t1767225600\t"))
        #expect(serial[0].stdout.hasSuffix("16 tests: 16 passed, 1 warning\n"), "no app definition: a warning, counted")
        // Under -j 2 the bytes are the same as serial: each test's output is
        // captured and shown with it, in suite order.
        let parallel = try Self.runs(["test", "--no-timings", "-j", "2", "."], in: folder, times: 5)
        for run in parallel {
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout == serial[0].stdout)
        }
    }

    @Test("a flow printing tostring({}) and other addresses' stand-ins prints the same bytes on every run")
    func tostringIsStable() throws {
        let folder = try FlowFolder(["flow.lua": """
            local t = {}
            print(tostring(t), tostring({}), t, print, coroutine.create(print), string.format("%s|%10s", t, {}))
            print(io.open("flow.lua"), math.random(), math.random(10), os.time(), os.date(), os.clock())
            """])
        let runs = try Self.runs(["run", "flow.lua"], in: folder, times: 5)
        for run in runs {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == runs[0].stdout)
        }
        #expect(runs[0].stdout.hasPrefix("table: 1\ttable: 2\ttable: 1\tfunction: 4\tthread: 5\ttable: 1|  table: 3\nfile\t"), "\(runs[0].stdout)")
    }
}
