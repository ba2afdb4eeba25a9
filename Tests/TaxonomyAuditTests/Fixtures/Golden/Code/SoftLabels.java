package com.example.sonar;

import java.util.List;

/** Labels the sensor reads as soft. */
public final class SoftLabels {
    private SoftLabels() {}

    // audit:category soft
    public static final List<String> LABELS = List.of(
        "bathrobe",
        "curtain",
        "pillow"
    );

    public static final char QUOTE = '"';
    public static final String BLOCK = """
        a text block with "quotes"
        """;
}
