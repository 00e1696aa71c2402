import ArgumentParser

FlowrunCommand.main()
