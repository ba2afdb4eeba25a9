package sonar

// HardLabels are the identifiers a virtual sensor reads as a strong echo.
// audit:category hard
var HardLabels = []string{
	"brick",
	"door",
	`fence`,
	"windw", // one letter short
}

// Surfaces maps labels to the surface they stand for.
// audit:categories
var Surfaces = map[string]string{
	"sofa":  "soft",
	"couch": "soft",
	"table": "hard",
}
