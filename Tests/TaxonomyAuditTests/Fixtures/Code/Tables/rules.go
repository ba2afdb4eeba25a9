package rules

// Rule says how hard a surface is and what to call it.
type Rule struct {
	Name string
	Hard bool
}

// audit:keys hard
var Rules = map[string]Rule{
	"brick":  {Name: "Brick", Hard: true},
	"bricks": {Name: "Bricks", Hard: true},
	"qqslab": {"Slab", true},
	"table":  {Name: "Table", Hard: true},
	"door":   {"Door", true},
}

// Weight says how heavy a hard thing is.
func Weight(label string) int {
	// audit:keys hard
	switch label {
	case "brick", "qqstone":
		return 2
	case "qqanvil":
		return 9
	}
	return 0
}
