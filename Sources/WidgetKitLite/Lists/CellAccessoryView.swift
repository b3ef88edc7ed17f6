import Foundation

/// One accessory of a ``CollectionViewListCell``, drawn in a slot as tall as the cell; it
/// takes no clicks itself (the collection view asks the cell which accessory was clicked),
/// except a reorder accessory, whose press starts moving the cell's item.
@MainActor
final class CellAccessoryView: View {
    required init?(coder: NSCoder) { nil }

    var accessory: CellAccessory {
        didSet { setUp() }
    }
    /// How far an outline disclosure is turned down, 0…1 (animated).
    let expansion = AnimatedValue(value: 0)
    private var label: Label?
    private var custom: View?

    init(_ accessory: CellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        expansion.onChange = { [weak self] in self?.setNeedsDisplay() }
        expansion.owner = self
        setUp()
    }

    private func setUp() {
        label?.removeFromSuperview()
        custom?.removeFromSuperview()
        label = nil
        custom = nil
        isUserInteractionEnabled = false
        for recognizer in gestureRecognizers { removeGestureRecognizer(recognizer) }
        switch accessory.kind {
        case .reorder:
            isUserInteractionEnabled = true
            addGestureRecognizer(ListReorderGestureRecognizer(target: self, action: CellAccessoryView.reorderChanged))
        case .label(let text):
            let view = Label()
            view.text = text
            view.font = theme.bodyFont
            view.textColor = accessory.tintColor ?? theme.secondaryLabelColor
            view.isUserInteractionEnabled = false
            addSubview(view)
            label = view
        case .customView(let configuration):
            addSubview(configuration.customView)
            custom = configuration.customView
        default:
            break
        }
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// The press on a reorder accessory moves the cell's item in its collection view.
    private func reorderChanged(_ recognizer: ListReorderGestureRecognizer) {
        guard let cell = superview as? CollectionViewCell, let collectionView = cell.superview as? CollectionView else { return }
        collectionView.driveInteractiveMovement(with: recognizer, keepsGrabOffset: true) { collectionView.indexPath(for: cell) }
    }

    /// The width of the accessory's slot.
    var slotWidth: CGFloat {
        switch accessory.kind {
        case .disclosureIndicator: 8
        case .checkmark: 14
        case .delete, .detail: 22
        case .reorder: 18
        case .outlineDisclosure: 14
        case .label: label?.sizeThatFits(.zero).width ?? 0
        case .customView: custom?.sizeThatFits(.zero).width ?? 0
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        for view in [label, custom] as [View?] {
            guard let view else { continue }
            let s = view.sizeThatFits(.zero)
            view.frame = CGRect(x: 0, y: ((b.height - s.height) / 2).rounded(), width: b.width, height: s.height)
        }
    }

    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        let b = bounds, midY = b.height / 2
        let theme = self.theme
        let tint = accessory.tintColor
        switch accessory.kind {
        case .disclosureIndicator:
            AccessoryGlyph.chevron(in: context, right: b.maxX, midY: midY, color: tint ?? theme.lists.disclosureColor)
        case .checkmark:
            AccessoryGlyph.checkmark(in: context, right: b.maxX, midY: midY, color: tint ?? tintColor)
        case .outlineDisclosure:
            let angle = expansion.presentedValue * .pi / 2
            AccessoryGlyph.chevron(in: context, center: CGPoint(x: b.midX, y: midY), angle: angle, color: tint ?? tintColor)
        case .delete:
            let circle = CGRect(x: 0, y: (midY - 11).rounded(), width: 22, height: 22)
            context.fill(circle, color: tint ?? .systemRed, cornerRadius: 11)
            context.fill(CGRect(x: circle.minX + 5, y: circle.midY - 1, width: 12, height: 2), color: .white)
        case .reorder:
            for dy: CGFloat in [-5, 0, 5] {
                context.fill(CGRect(x: 0, y: midY.rounded() + dy - 1, width: 18, height: 1.5), color: tint ?? theme.lists.disclosureColor)
            }
        case .detail:
            let color: Color = tint ?? tintColor
            let circle = CGRect(x: 0, y: (midY - 11).rounded(), width: 22, height: 22)
            context.stroke(circle, color: color, width: 1.5, cornerRadius: 11)
            context.fill(CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: 2), color: color)
            context.fill(CGRect(x: circle.midX - 1, y: circle.minY + 9, width: 2, height: 8), color: color)
        case .label, .customView:
            break
        }
    }

    override var drawsContentHint: Bool {
        switch accessory.kind {
        case .label, .customView: false
        default: true
        }
    }
}
