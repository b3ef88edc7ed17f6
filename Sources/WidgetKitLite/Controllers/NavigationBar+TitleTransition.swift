import Foundation

extension NavigationBar {
    /// Moves the titles and back labels between two pages as UIKit does, with the page
    /// transition's progress (so an interactive pop scrubs them and a cancel puts them back).
    ///
    /// Push: the old title slides to where the back button's label will be and fades out
    /// while the new back label comes from there and fades in; the new title comes in from
    /// the right; the old back label slides left and fades. Pop is the reverse: the back
    /// label slides to the centre and becomes the title, the old title leaves to the right,
    /// the new back label comes in from the left. The chevron stays put while both pages
    /// have one (both back buttons draw it in the same place) and fades when only one has.
    func animateTitles(from old: (title: Label, back: BackButton), to new: (title: Label, back: BackButton), with transition: TransitionDriver) {
        let isPush = Self.isPush(transition)
        let oldText = textLeft(of: old.title), newText = textLeft(of: new.title)
        let oldHasBack = !old.back.isHidden && old.back.title != nil, newHasBack = !new.back.isHidden && new.back.title != nil
        let travel = bounds.width / 2
        let newTitleFinal = new.title.frame, oldTitleStart = old.title.frame
        let newLabelFinal = new.back.label.frame, oldLabelStart = old.back.label.frame
        let oldBackLabelX = old.back.frame.minX + oldLabelStart.minX
        let newBackLabelX = new.back.frame.minX + newLabelFinal.minX
        View.performWithoutAnimation {
            new.title.alpha = 0
            new.back.label.alpha = 0
            new.back.alpha = oldHasBack ? 1 : 0
            if isPush {
                new.title.frame = newTitleFinal.offsetBy(dx: travel, dy: 0)
                // The new back label starts where the old title's text is.
                new.back.label.frame = newLabelFinal.offsetBy(dx: oldText - newBackLabelX, dy: 0)
            } else {
                // The new title starts where the old back label is.
                new.title.frame = newTitleFinal.offsetBy(dx: oldBackLabelX - newText, dy: 0)
                new.back.label.frame = newLabelFinal.offsetBy(dx: -newLabelFinal.width / 2, dy: 0)
            }
        }
        transition.record {
            new.title.frame = newTitleFinal
            new.title.alpha = 1
            new.back.label.frame = newLabelFinal
            new.back.label.alpha = 1
            new.back.alpha = 1
            old.title.alpha = 0
            old.back.label.alpha = 0
            if !newHasBack { old.back.alpha = 0 }
            if isPush {
                old.title.frame = oldTitleStart.offsetBy(dx: newBackLabelX - oldText, dy: 0)
                old.back.label.frame = oldLabelStart.offsetBy(dx: -oldLabelStart.width / 2, dy: 0)
            } else {
                old.title.frame = oldTitleStart.offsetBy(dx: travel, dy: 0)
                old.back.label.frame = oldLabelStart.offsetBy(dx: newText - oldBackLabelX, dy: 0)
            }
        }
    }

    /// Where `label`'s text begins, in the bar's coordinates (the text is centred in the label).
    private func textLeft(of label: Label) -> CGFloat {
        let width = min(label.sizeThatFits(.zero).width, label.frame.width)
        return label.frame.midX - width / 2
    }

    /// Whether the transition shows a deeper page: the page being left stays in the stack.
    private static func isPush(_ transition: TransitionDriver) -> Bool {
        guard let from = transition.viewController(forKey: .from), let to = transition.viewController(forKey: .to) else { return true }
        let stack = to.navigationController?.viewControllers ?? []
        return stack.contains { $0 === from }
    }
}

/// The two pairs of title and back button of a running title transition.
@MainActor
struct TitleTransition {
    let driver: TransitionDriver
    let old: (title: Label, back: BackButton)
    let new: (title: Label, back: BackButton)
}

extension NavigationBar {
    /// Once the transition has ended, keeps the pair it ended on and drops the other: the
    /// old one after a cancel, the new one otherwise. Safe to call more than once.
    func settleTitleTransition() {
        guard let running = runningTitleTransition, running.driver.isFinished else { return }
        runningTitleTransition = nil
        let (kept, dropped) = running.driver.isCancelled ? (running.old, running.new) : (running.new, running.old)
        dropped.title.removeFromSuperview()
        dropped.back.removeFromSuperview()
        titleLabel = kept.title
        backButton = kept.back
        fadingLabels.removeAll()
    }
}
