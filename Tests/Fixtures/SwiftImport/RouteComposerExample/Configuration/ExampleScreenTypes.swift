//
// RouteComposer
// ExampleScreenTypes.swift
// https://github.com/ekazaev/route-composer
//
// Created by Eugene Kazaev in 2018-2026.
// Distributed under the MIT license.
//
// Become a sponsor:
// https://github.com/sponsors/ekazaev
//

import Foundation
import RouteComposer

/// Enum to demo analytics
enum ExampleScreenTypes {

    case circle

    case square

    case home

    case color

    case ruleSupport

    case empty

    case star

    case product

    case split

    case citiesList

    case cityDetail

    case collections

    case favorites

    case login

    case secondLevelModal

    case welcome

    case appLink
}
