package sonar

// HardLabels are the identifiers a virtual sensor reads as a strong echo.
// audit:category hard
var HardLabels = []string{
	"brick",
	`fence`,
	"window", // one letter short
	// audit:exclude structure
}

// Surfaces maps labels to the surface they stand for.
// audit:categories
var Surfaces = map[string]string{
	"sofa":  "soft",
	"table": "hard",
	"pillow": "soft",
}
