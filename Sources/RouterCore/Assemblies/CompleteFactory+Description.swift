/// A ``CompleteFactory`` read back: its container factory and its preset
/// children, for describing a configuration.
extension CompleteFactory {
    /// One preset child as ``CompleteFactoryAssembly`` was given it.
    public struct PresetDescription {
        public let factory: any Factory
        /// The container action placing it; nil for `with(_:)`'s plain append.
        public let action: (any ContainerAction)?
        public let transformer: (any ContextTransformer)?
        public let contextTasks: [any ContextTask]
    }

    /// The factory building the container itself.
    public var wrappedContainerFactory: any ContainerFactory { container }

    /// The preset children, in order.
    public var presetDescriptions: [PresetDescription] {
        presets.map { preset in
            PresetDescription(factory: preset.factory, action: preset.action is AppendChild ? nil : preset.action,
                              transformer: preset.transformer, contextTasks: preset.contextTasks)
        }
    }
}
