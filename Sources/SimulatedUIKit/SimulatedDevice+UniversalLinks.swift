import Foundation

/// The system's check of a universal link before the app sees it (U2, U4).
extension SimulatedDevice {
    /// Whether the system hands `activity` to the app.
    ///
    /// Activities of any type but ``NSUserActivityTypeBrowsingWeb`` pass. A universal link passes when its
    /// ``NSUserActivity/webpageURL`` is an `http` or `https` URL whose host matches one of the app's `applinks:`
    /// entries (``SimulatedAppBundle/associatedDomains``); otherwise it is refused as an undeclared scheme is,
    /// Whether `activity` is a universal link this app opens (U13), without logging a refusal.
    func isUniversalLinkForApp(_ activity: NSUserActivity) -> Bool {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL,
            ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        else { return false }
        return AssociatedDomain.applinks(bundle.associatedDomains, match: url)
    }

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
        if AssociatedDomain.applinks(bundle.associatedDomains, match: url) { return true }
        let applinks = bundle.associatedDomains.filter { $0.hasPrefix("applinks:") }
        let declared = applinks.isEmpty ? "none" : applinks.joined(separator: ", ")
        console.log(
            .warning, source: .uikit,
            "universal link refused: \(url.absoluteString) — host \"\(url.host ?? "")\" is not in the app's associated domains (declared: \(declared)); Safari opens it and the app never sees it"
        )
        return false
    }
}
