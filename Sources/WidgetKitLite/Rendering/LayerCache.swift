import Foundation

/// The renderer's backing stores, within a total byte budget: the records are an `LRUCache`
/// (each use stamps one), and after a frame the least recently used stores are freed until the
/// total fits (stores used in that frame are never evicted). Evicted content is drawn again
/// when its view is painted again. Records of views that left the window are dropped with
/// their stores (`Renderer.viewWillLeave`); a view in the window is retained by it, so a
/// record never describes a freed view there, and a record met under a reused identifier
/// (another view's serial) is replaced.
@MainActor
final class LayerCache {
    /// The budget in bytes (the renderer scales it to its window's pixels).
    var budget: Int {
        didSet { budget = max(0, budget) }
    }
    /// The records by view, in order of last use; the byte budget, not a count, bounds them.
    private(set) var records = LRUCache<ObjectIdentifier, RenderRecord>(capacity: .max)
    /// The records' clock when this frame began: a record stamped since was used in it.
    private var frameStart: UInt64 = 0
    /// Bytes of every store held.
    private(set) var totalBytes = 0
    /// Bytes of stores freed since the renderer last gave freed memory back to the system.
    var freedSinceTrim = 0

    init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// The record of `view`, made when missing (a record left by a freed view whose
    /// identifier was reused is replaced).
    func record(for view: View) -> RenderRecord {
        let id = ObjectIdentifier(view)
        if let record = records.peek(id), record.viewSerial == view.serial { return record }
        if let stale = records.peek(id) { freeStores(of: stale) }
        let record = RenderRecord(view: view)
        records.setValue(record, forKey: id)
        return record
    }

    /// The record of `view` if it has one.
    func existingRecord(for view: View) -> RenderRecord? {
        guard let record = records.peek(ObjectIdentifier(view)), record.viewSerial == view.serial else { return nil }
        return record
    }

    /// Marks the stores of `view`'s record as used in this frame.
    func touch(_ view: View) {
        records.touch(ObjectIdentifier(view))
    }

    /// Counts a store added to a record.
    func added(_ slot: LayerSlot) { totalBytes += slot.bytes }

    /// Counts a store taken from a record (the caller frees the layer).
    func removed(_ slot: LayerSlot) {
        totalBytes -= slot.bytes
        freedSinceTrim += slot.bytes
    }

    /// Drops the record of `view` and frees its stores.
    func drop(_ view: View) {
        let id = ObjectIdentifier(view)
        guard let record = records.removeValue(forKey: id) else { return }
        freeStores(of: record)
    }

    /// The function that frees a backend layer (set by the renderer).
    var freeLayer: (LayerID) -> Void = { _ in }

    private func freeStores(of record: RenderRecord) {
        for slot in record.slots {
            removed(slot)
            freeLayer(slot.layer)
        }
        record.content = nil
        record.background = nil
        record.cornerMask = nil
        record.cornerMaskKey = nil
        record.shadow = nil
        record.shadowKey = nil
        record.border = nil
        record.borderKey = nil
        record.raster = nil
        record.backgroundKey = nil
        record.contentIsValid = false
        record.rasterIsValid = false
    }

    /// Ends a frame: evicts the least recently used stores (not used in this frame) until
    /// the total fits the budget.
    func endFrame() {
        defer { frameStart = records.clock }
        guard totalBytes > budget else { return }
        for id in records.leastRecentlyUsed(before: frameStart) {
            guard totalBytes > budget else { break }
            if let record = records.peek(id), !record.slots.isEmpty { freeStores(of: record) }
        }
    }

    /// Frees the stores of every record whose view is not in `kept` (at rest: what is not
    /// visible keeps nothing).
    func evict(keeping kept: Set<ObjectIdentifier>) {
        for (id, record) in records where !kept.contains(id) && !record.slots.isEmpty {
            freeStores(of: record)
        }
    }

    /// Frees every store and forgets every record (the backend changed).
    func removeAll() {
        for record in records.values { freeStores(of: record) }
        records.removeAll()
        totalBytes = 0
    }
}
