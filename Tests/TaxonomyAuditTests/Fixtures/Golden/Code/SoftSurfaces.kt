package com.example.sonar

enum class Surface { SOFT, HARD }

/** Labels a virtual ultrasonic sensor reads as "no echo". */
object SoftSurfaces {
    // audit:category soft
    val labels: Set<String> = setOf(
        "bathrobe",
        "curtain", // hung in front of windows
        "pillow",
        "textile"
        // audit:exclude structure
    )

    /* a block comment /* nested */ with "quotes" */
    // audit:categories
    val byLabel: Map<String, Surface> = mapOf(
        "brick" to Surface.HARD,
        "door" to Surface.HARD,
        "fence" to Surface.HARD
    )

    val summary = "${labels.size} labels, first ${labels.first()}"
    val raw = """a "raw" string with $summary"""
}
