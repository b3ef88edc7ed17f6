import Foundation

/// One pass of a separable blur: the pixels of a layer convolved with a one-dimensional
/// kernel along one axis, replacing the target's pixels (Porter–Duff SRC).
///
/// Target pixel (x, y) inside `destination` becomes the sum over `k` of `kernel[k]` times
/// the source pixel at (x − `offset.x` + k − r, y − `offset.y`) for a horizontal pass (the
/// same along y for a vertical one), r = `kernel.count / 2`. Source pixels outside the
/// layer repeat its nearest edge pixel (RENDER's and pixman's PAD repeat), so a blurred
/// image keeps its colour up to its edges. The layer is used whole: a pass reads the
/// layer's every pixel, so it must be exactly the size of the image to blur.
///
/// Passes only target layers: the window's list never holds one.
struct ConvolutionPass: Sendable, Equatable {
    /// Along which axis the kernel runs.
    enum Axis: Sendable, Equatable {
        /// Along rows (a horizontal pass).
        case alongX
        /// Along columns (a vertical pass).
        case alongY
    }

    let layer: LayerID
    /// Weights, an odd number of them summing to 1, centred on the middle one.
    let kernel: [Float]
    let axis: Axis
    /// Where the layer's origin lands in the target.
    let offset: PixelPoint
    /// The target pixels written.
    let destination: PixelRect

    /// The kernel of a Gaussian of standard deviation `sigma` (pixels), cut at 3σ and
    /// normalised; a single weight of 1 for σ below 0.1.
    static func gaussianKernel(sigma: CGFloat) -> [Float] {
        guard sigma >= 0.1, sigma.isFinite else { return [1] }
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { i in Float(exp(-Double(i * i) / (2 * Double(sigma * sigma)))) }
        let sum = weights.reduce(Float(0)) { $0 + $1 }
        return weights.map { $0 / sum }
    }

    /// The kernel in 16.16 fixed point, as a `width, height, weights…` list for RENDER's and
    /// pixman's convolution filter (a row for a horizontal pass, a column for a vertical one).
    var filterParameters: [Int32] {
        let length = Int32(kernel.count) << 16
        let size: [Int32] = axis == .alongX ? [length, 1 << 16] : [1 << 16, length]
        return size + kernel.map { Int32(($0 * 65536).rounded()) }
    }
}
