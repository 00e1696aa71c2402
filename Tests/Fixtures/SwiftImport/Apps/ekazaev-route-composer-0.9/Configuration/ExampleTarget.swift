//
// Created by Eugene Kazaev on 15/01/2018.
// Copyright (c) 2018 HBC Tech. All rights reserved.
//

import Foundation
import RouteComposer

enum ExampleTarget {

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
