import Foundation
import Testing
import YTImages

@testable import YTEmulator

/// The emulator draws and encodes its pictures itself (it shares no code with the client); the
/// client's decoder reads each one back as the picture the emulator drew.
@Suite struct EmulatorPictureTests {
    @Test(arguments: [
        ("/vi/abc/default.jpg", 120, 90), ("/vi/abc/mqdefault.jpg", 320, 180), ("/vi/xyz/hqdefault_live.jpg", 480, 360),
        ("/vi/abc/maxresdefault.jpg", 1280, 720), ("/ytc/AbC-d=s88-c-k-c0x00ffffff-no-rj", 88, 88),
        ("/ytc/q=s17", 17, 17), ("/img/no_thumbnail.jpg", 120, 90),
    ])
    func aPictureDecodesAsItWasDrawn(path: String, width: Int, height: Int) throws {
        let answer = InMemoryAPI().emulator.handle(EmulatorRequest(path: path))
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "image/jpeg")
        let bytes = Data(answer.body)
        #expect(PictureFormat(sniffing: bytes) == .jpeg)
        let picture = try Picture(decoding: bytes)
        #expect(picture.width == width && picture.height == height)

        let (seed, _, _) = try #require(EmulatorImages.shape(of: path))
        let drawn = EmulatorImages.draw(seed: seed, width: width, height: height)
        var difference = 0, worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, alpha) = picture.pixel(x: x, y: y)
                #expect(alpha == 255)
                let i = (y * width + x) * 3
                for (decoded, original) in [(r, drawn[i]), (g, drawn[i + 1]), (b, drawn[i + 2])] {
                    let off = abs(Int(decoded) - Int(original))
                    difference += off
                    worst = max(worst, off)
                }
            }
        }
        // JPEG is lossy: on average a few levels off (the disc's edge weighs most in the smallest
        // picture), more only along that edge. A wrong colour or a shifted block is tens off.
        let mean = Double(difference) / Double(width * height * 3)
        #expect(mean < 6, "mean difference \(mean), worst \(worst)")
        #expect(worst < 96, "mean difference \(mean), worst \(worst)")
    }

    @Test func aHeadRequestGetsTheHeadersAndNoPicture() {
        let answer = InMemoryAPI().emulator.handle(EmulatorRequest(method: "HEAD", path: "/vi/abc/default.jpg"))
        #expect(answer.status == 200 && answer.body.isEmpty)
        #expect(answer.header("Content-Type") == "image/jpeg")
    }
}
