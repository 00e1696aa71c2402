/// What a session's Swift side holds at its checkpoint: a restorer per
/// service that flows change (``FlowSession/rewindables``); its host keeps
/// the Lua side (see ``FlowSession/checkpoint()``).
struct SessionCheckpoint {
    let restorers: [() -> Void]
}
