import AppLinks
import Foundation
import Testing

/// A web link's host and port as a browser reads them (docs/RULES.md U13): the reading every
/// universal-link decision uses, so a link the browser opens on another site never reaches the app.
@Suite("Web addresses as a browser reads them")
struct WebAddressTests {
    @Test(
        "the host a browser connects to",
        arguments: [
            ("https://www.example.com/messages/42", "www.example.com", nil as Int?, "/messages/42"),
            ("https://evil.example\\@www.example.com/messages/42", "evil.example", nil, "/@www.example.com/messages/42"),
            ("https://evil.example%5C@www.example.com/messages/42", "www.example.com", nil, "/messages/42"),
            ("https://user:pass@www.example.com/x", "www.example.com", nil, "/x"),
            ("https://a@b@www.example.com/x", "www.example.com", nil, "/x"),
            ("https:\\\\evil.example\\x", "evil.example", nil, "/x"),
            ("https:evil.example/x", "evil.example", nil, "/x"),
            ("https:///x", "x", nil, "/"),
            ("HTTPS://WWW.Example.COM", "www.example.com", nil, "/"),
            ("https://www.example.com:8443/x", "www.example.com", 8443, "/x"),
            ("https://www.example.com:443/x", "www.example.com", nil, "/x"),
            ("http://www.example.com:80/x", "www.example.com", nil, "/x"),
            ("https://www.example.com#@evil.example/x", "www.example.com", nil, "/"),
            ("https://www.example.com?@evil.example", "www.example.com", nil, "/"),
            ("https://www.example.com%2eevil.example/x", "www.example.com.evil.example", nil, "/x"),
            ("https://b%C3%BCcher.example/x", "xn--bcher-kva.example", nil, "/x"),
            (" https://www.exa\tmple.com/x\n", "www.example.com", nil, "/x"),
            ("https://[::1]:8080/x", "[::1]", 8080, "/x"),
        ])
    func host(text: String, host: String, port: Int?, path: String) throws {
        let address = try #require(WebAddress(text))
        #expect(address.host == host)
        #expect(address.port == port)
        #expect(address.path == path)
    }

    @Test(
        "text a browser would not open as a web address is none",
        arguments: [
            "notes://note/7", "https://", "https://www.example.com:99999/x", "https://www.example.com:8a/x",
            "https://www ex.example/x", "https://evil.example@/x", "https://www.example.com%2F.evil.example/x", "mailto:a@b.example",
        ])
    func refused(text: String) {
        #expect(WebAddress(text) == nil)
    }

    @Test("its URL is read by Foundation with the browser's host, so the app sees the site the browser would open")
    func urlAgrees() throws {
        let address = try #require(WebAddress("https://evil.example\\@www.example.com/messages/42"))
        let url = try #require(address.url)
        #expect(url.host == "evil.example")
        #expect(url.path == "/@www.example.com/messages/42")
        #expect(WebAddress("https://www.example.com:8443/x?q=1#f")?.url?.absoluteString == "https://www.example.com:8443/x?q=1#f")
    }
}
