import Foundation

/// The renderer's backing stores, within a total byte budget: each use stamps a record with
/// the frame number, and after a frame the least recently used stores are freed until the
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
    private(set) var records: [ObjectIdentifier: RenderRecord] = [:]
    /// Frame of last use per record.
    private var lastUse: [ObjectIdentifier: Int] = [:]
    /// Bytes of every store held.
    private(set) var totalBytes = 0
    /// Bytes of stores freed since the renderer last gave freed memory back to the system.
    var freedSinceTrim = 0
    /// The current frame number.
    private(set) var frame = 0

    init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// The record of `view`, made when missing (a record left by a freed view whose
    /// identifier was reused is replaced).
    func record(for view: View) -> RenderRecord {
        let id = ObjectIdentifier(view)
        if let record = records[id], record.viewSerial == view.serial { return record }
        if let stale = records[id] { freeStores(of: stale) }
        let record = RenderRecord(view: view)
        records[id] = record
        return record
    }

    /// The record of `view` if it has one.
    func existingRecord(for view: View) -> RenderRecord? {
        guard let record = records[ObjectIdentifier(view)], record.viewSerial == view.serial else { return nil }
        return record
    }

    /// Marks the stores of `view`'s record as used in this frame.
    func touch(_ view: View) {
        lastUse[ObjectIdentifier(view)] = frame
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
        lastUse[id] = nil
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
        record.raster = nil
        record.backgroundKey = nil
        record.contentIsValid = false
        record.rasterIsValid = false
    }

    /// Ends a frame: evicts the least recently used stores (not used in this frame) until
    /// the total fits the budget.
    func endFrame() {
        defer { frame += 1 }
        guard totalBytes > budget else { return }
        let candidates = records.filter { lastUse[$0.key, default: -1] < frame && !$0.value.slots.isEmpty }
            .sorted { lastUse[$0.key, default: -1] < lastUse[$1.key, default: -1] }
        for (_, record) in candidates {
            guard totalBytes > budget else { break }
            freeStores(of: record)
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
        lastUse.removeAll()
        totalBytes = 0
    }
}
