/// A view held weakly (a list that must not keep its views alive).
@MainActor
struct WeakView {
    weak var view: View?
}
