//
// RouteComposer
// ImageDetailsControllerDelegate.swift
// https://github.com/ekazaev/route-composer
//
// Created by Eugene Kazaev in 2018-2026.
// Distributed under the MIT license.
//
// Become a sponsor:
// https://github.com/sponsors/ekazaev
//

import Foundation

@MainActor
public protocol ImageDetailsControllerDelegate: AnyObject {

    func dismiss(imageDetails: ImageDetailsViewController)

}
