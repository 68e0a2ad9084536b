import YTCore

extension BrowserState {
    /// Keys while the gate is shown: typing and the editing keys go to the focused field (a paste
    /// of several lines is refused there), Tab and ↑ ↓ move between fields, Enter submits (or
    /// moves on from a field that is not the last), Ctrl-N switches between signing in and
    /// signing up, Esc closes the gate and browsing goes on.
    mutating func handleGate(_ key: Key, data: BrowserData) -> [any Event] {
        guard var form = gate else { return [] }
        form.failure = nil
        switch key {
        case .escape:
            gate = nil
            return []
        case .control("c"):
            quit = true
            return []
        case .control("n") where form.kind != .profile:
            let switched: GateForm = form.kind == .signIn ? .signUp(reason: form.reason) : .signIn(reason: form.reason)
            gate = switched
            return []
        case .tab, .down:
            form.focus = (form.focus + 1) % form.fields.count
        case .backTab, .up:
            form.focus = (form.focus + form.fields.count - 1) % form.fields.count
        case .enter:
            if form.isComplete {
                gate = form
                return [GateSubmitted(form: form)]
            }
            form.focus = form.fields.indices.first { index in
                form.problem(at: index) != nil || (form.fields[index].value.isEmpty && index > form.focus)
            } ?? (form.focus + 1) % form.fields.count
        default:
            if case .refused(let reason) = form.fields[form.focus].text.apply(key) { form.failure = reason }
        }
        gate = form
        return []
    }
}
