import AppLinks
import Foundation

/// The system's check of a universal link before the app sees it (U2, U4).
extension SimulatedDevice {
    /// Whether the system hands `activity` to the app.
    ///
    /// Activities of any type but ``NSUserActivityTypeBrowsingWeb`` pass. A universal link passes when its
    /// ``NSUserActivity/webpageURL`` is an `http` or `https` URL whose host and port, as a browser reads them
    /// (``WebAddress``), match one of the app's `applinks:` entries (``SimulatedAppBundle/associatedDomains``); otherwise it is refused as an undeclared scheme is,
    /// logged at `.warning`: on a device, Safari would open it and the app never sees it.
    func acceptsUniversalLink(_ activity: NSUserActivity) -> Bool {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb else { return true }
        guard let url = activity.webpageURL, ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            console.log(
                .warning, source: .uikit,
                "universal link refused: \(activity.webpageURL?.absoluteString ?? "no webpageURL") — a universal link is an http or https URL; the app never sees it"
            )
            return false
        }
        let applinks = bundle.associatedDomains.filter { $0.hasPrefix("applinks:") }
        let declared = applinks.isEmpty ? "none" : applinks.joined(separator: ", ")
        guard let address = WebAddress(url) else {
            console.log(
                .warning, source: .uikit,
                "universal link refused: \(url.absoluteString) — a browser reads no host in it (declared: \(declared)); the app never sees it"
            )
            return false
        }
        if AssociatedDomain.applinks(bundle.associatedDomains, match: address) {
            return acceptsUnderSiteAssociation(url, address)
        }
        let site = address.host + (address.port.map { ":\($0)" } ?? "")
        console.log(
            .warning, source: .uikit,
            "universal link refused: \(url.absoluteString) — host \"\(site)\" is not in the app's associated domains (declared: \(declared)); Safari opens it and the app never sees it"
        )
        return false
    }

    /// The domain's apple-app-site-association file, when the bundle has one for the link's host, decides
    /// (U13): a link it sends to the browser is refused, logged at `.warning` with the detail, component
    /// and rule that decided; one it sends to the app is logged at `.info` the same way.
    private func acceptsUnderSiteAssociation(_ url: URL, _ address: WebAddress) -> Bool {
        guard let matcher = bundle.siteAssociations[address.host] else { return true }
        let verdict = matcher.verdict(for: address, appID: bundle.appIdentifier)
        if verdict.opensApp {
            console.log(
                .info, source: .uikit, "universal link opens the app: \(url.absoluteString) — apple-app-site-association of \(address.host): \(verdict)")
            return true
        }
        console.log(
            .warning, source: .uikit,
            "universal link opens in Safari: \(url.absoluteString) — apple-app-site-association of \(address.host): \(verdict); the app never sees it"
        )
        return false
    }

    /// Whether `activity` is a universal link this app opens (U13), by the same reading of its host and port
    /// and the same apple-app-site-association verdict as ``acceptsUniversalLink(_:)``, without logging.
    func isUniversalLinkForApp(_ activity: NSUserActivity) -> Bool {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL,
            ["http", "https"].contains(url.scheme?.lowercased() ?? ""), let address = WebAddress(url),
            AssociatedDomain.applinks(bundle.associatedDomains, match: address)
        else { return false }
        guard let matcher = bundle.siteAssociations[address.host] else { return true }
        return matcher.verdict(for: address, appID: bundle.appIdentifier).opensApp
    }
}
