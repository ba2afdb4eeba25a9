extension BuiltinTaxonomy { static let knowledgeTSV = "" }
